-- TimePrice core tables: calculations, goals, comparisons, contact messages.
-- Applied identically by the Supabase CLI (hosted) and by supabase/local (stand-in).

create table public.calculations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  is_favorite boolean not null default false,
  title text,
  mode text not null check (mode in ('price_to_time', 'time_to_price')),
  amount numeric(14, 2) not null check (amount >= 0),
  currency text not null check (currency in (
    'EUR', 'USD', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'CNY', 'HKD', 'NZD', 'SEK', 'KRW',
    'SGD', 'NOK', 'MXN', 'INR', 'RUB', 'ZAR', 'TRY', 'BRL', 'TWD', 'DKK', 'PLN', 'THB',
    'IDR', 'HUF', 'CZK', 'ILS', 'CLP', 'PHP', 'AED', 'COP', 'SAR', 'MYR', 'RON')),
  hourly_rate numeric(12, 2) not null check (hourly_rate > 0 and hourly_rate <= 1000000),
  hours numeric not null check (hours >= 0 and hours < 100000000),
  use_work_week boolean not null default true,
  constraint calculations_title_check
    check (title is null or (length(btrim(title)) > 0 and length(title) <= 120))
);

create index calculations_user_created_idx on public.calculations (user_id, created_at desc);

create table public.goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (length(btrim(title)) > 0 and length(title) <= 120),
  target_amount numeric(14, 2) not null check (target_amount > 0),
  saved_amount numeric(14, 2) not null default 0 check (saved_amount >= 0),
  currency text not null check (currency in (
    'EUR', 'USD', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'CNY', 'HKD', 'NZD', 'SEK', 'KRW',
    'SGD', 'NOK', 'MXN', 'INR', 'RUB', 'ZAR', 'TRY', 'BRL', 'TWD', 'DKK', 'PLN', 'THB',
    'IDR', 'HUF', 'CZK', 'ILS', 'CLP', 'PHP', 'AED', 'COP', 'SAR', 'MYR', 'RON')),
  deadline date,
  created_at timestamptz not null default now()
);

create index goals_user_idx on public.goals (user_id);

create table public.comparisons (
  code text primary key check (code ~ '^[0-9A-Za-z]{10}$'),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  owner_name text check (owner_name is null or length(owner_name) <= 120),
  title text check (title is null or (length(btrim(title)) > 0 and length(title) <= 120)),
  items jsonb not null check (
    jsonb_typeof(items) = 'array'
    and jsonb_array_length(items) between 2 and 6
    and pg_column_size(items) <= 16384),
  created_at timestamptz not null default now()
);

create index comparisons_user_idx on public.comparisons (user_id);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0 and length(name) <= 120),
  email text not null check (length(email) between 3 and 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  message text not null check (length(btrim(message)) > 0 and length(message) <= 5000),
  created_at timestamptz not null default now()
);
