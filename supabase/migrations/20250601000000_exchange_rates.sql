-- Daily euro reference rates of the European Central Bank: how many units of a
-- currency one euro buys on a publication day. Everyone reads them (a guest's
-- calculator converts too); nobody writes them through the API: the daily Cron
-- Trigger stores a publication with the project's secret key (service_role)
-- through store_exchange_rates(), which keeps what a day already holds, so a
-- second run on the same day changes nothing.

create table public.exchange_rates (
  rate_date date not null,
  currency text not null check (currency ~ '^[A-Z]{3}$' and currency <> 'EUR'),
  rate numeric not null check (rate > 0),
  primary key (rate_date, currency)
);

alter table public.exchange_rates enable row level security;

create policy "exchange_rates: everyone reads" on public.exchange_rates
  for select to anon, authenticated using (true);

revoke insert, update, delete, truncate on public.exchange_rates from anon, authenticated;

-- One publication in one statement: all of its rates or, on any error, none.
-- Returns how many rates were new.
create function public.store_exchange_rates(rate_date date, rates jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stored integer;
begin
  insert into public.exchange_rates (rate_date, currency, rate)
  select store_exchange_rates.rate_date, r.key, r.value::numeric
  from jsonb_each_text(store_exchange_rates.rates) r
  on conflict do nothing;
  get diagnostics stored = row_count;
  return stored;
end;
$$;

revoke all on function public.store_exchange_rates(date, jsonb) from public, anon, authenticated;
grant execute on function public.store_exchange_rates(date, jsonb) to service_role;

-- One real publication (the ECB's of 2024-09-26), so a fresh database converts at once.
insert into public.exchange_rates (rate_date, currency, rate) values
  ('2024-09-26', 'USD', 1.1155),
  ('2024-09-26', 'JPY', 160.78),
  ('2024-09-26', 'BGN', 1.9558),
  ('2024-09-26', 'CZK', 25.159),
  ('2024-09-26', 'DKK', 7.4572),
  ('2024-09-26', 'GBP', 0.83428),
  ('2024-09-26', 'HUF', 395.95),
  ('2024-09-26', 'PLN', 4.2710),
  ('2024-09-26', 'RON', 4.9759),
  ('2024-09-26', 'SEK', 11.3000),
  ('2024-09-26', 'CHF', 0.9452),
  ('2024-09-26', 'ISK', 150.50),
  ('2024-09-26', 'NOK', 11.7865),
  ('2024-09-26', 'TRY', 38.1022),
  ('2024-09-26', 'AUD', 1.6217),
  ('2024-09-26', 'BRL', 6.0372),
  ('2024-09-26', 'CAD', 1.5025),
  ('2024-09-26', 'CNY', 7.8213),
  ('2024-09-26', 'HKD', 8.6773),
  ('2024-09-26', 'IDR', 16878.63),
  ('2024-09-26', 'ILS', 4.1132),
  ('2024-09-26', 'INR', 93.2970),
  ('2024-09-26', 'KRW', 1478.62),
  ('2024-09-26', 'MXN', 21.8299),
  ('2024-09-26', 'MYR', 4.6237),
  ('2024-09-26', 'NZD', 1.7691),
  ('2024-09-26', 'PHP', 62.423),
  ('2024-09-26', 'SGD', 1.4328),
  ('2024-09-26', 'THB', 36.215),
  ('2024-09-26', 'ZAR', 19.2380);

-- A calculation priced in another currency keeps what was typed and how it was
-- converted: the price in price_currency, the rate (units of the calculation's
-- currency per unit of price_currency) and the publication day it came from.
-- amount stays the price in the calculation's own currency, which the hours
-- are worked out from. Rows priced in their own currency leave all four empty.
alter table public.calculations
  add column price numeric(14, 2) check (price is null or price >= 0),
  add column price_currency text check (price_currency is null or price_currency in (
    'EUR', 'USD', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'CNY', 'HKD', 'NZD', 'SEK', 'KRW',
    'SGD', 'NOK', 'MXN', 'INR', 'RUB', 'ZAR', 'TRY', 'BRL', 'TWD', 'DKK', 'PLN', 'THB',
    'IDR', 'HUF', 'CZK', 'ILS', 'CLP', 'PHP', 'AED', 'COP', 'SAR', 'MYR', 'RON')),
  add column exchange_rate numeric check (exchange_rate is null or exchange_rate > 0),
  add column rate_date date,
  add constraint calculations_conversion_check check (
    (price is null and price_currency is null and exchange_rate is null and rate_date is null)
    or (price is not null and price_currency is not null and exchange_rate is not null and rate_date is not null
        and price_currency <> currency and mode = 'price_to_time'));
