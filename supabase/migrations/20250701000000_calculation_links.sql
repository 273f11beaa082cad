-- A calculation keeps the product link it was read from: an http(s) address of at most 2048 characters, or none.
-- The table's row-level security and grants cover the new column as they cover the others.
alter table public.calculations
  add column url text
  constraint calculations_url_check check (url is null or (length(url) <= 2048 and url ~ '^https?://'));
