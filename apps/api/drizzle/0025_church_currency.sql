ALTER TABLE "churches" ADD COLUMN "currency" text DEFAULT 'GHS' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "reporting_currency" text DEFAULT 'GHS' NOT NULL;--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_currency_check" CHECK ("churches"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
-- A church keeps the currency its books are already in: its plan's, as records took it until now;
-- a church without a plan takes its country's.
UPDATE "churches" AS c SET "currency" = d.currency
FROM "regions" r
JOIN "countries" co ON co.id = r.country_id
JOIN (VALUES ('GH', 'GHS'), ('NG', 'NGN'), ('KE', 'KES'), ('ZA', 'ZAR'), ('CI', 'XOF'), ('SN', 'XOF'), ('BJ', 'XOF'), ('TG', 'XOF'), ('BF', 'XOF'), ('ML', 'XOF'), ('CM', 'XAF'), ('CD', 'CDF'), ('UG', 'UGX'), ('TZ', 'TZS'), ('RW', 'RWF'), ('ZM', 'ZMW'), ('ZW', 'USD'), ('LR', 'LRD'), ('SL', 'SLE'), ('AO', 'AOA'), ('MZ', 'MZN'), ('GB', 'GBP'), ('US', 'USD'), ('CA', 'CAD')) AS d(code, currency) ON d.code = upper(co.code)
WHERE r.id = c.region_id;--> statement-breakpoint
UPDATE "churches" AS c SET "currency" = p.currency
FROM (
  SELECT DISTINCT ON (s.church_id) s.church_id, pl.currency
  FROM "subscriptions" s JOIN "subscription_plans" pl ON pl.id = s.plan_id
  ORDER BY s.church_id,
    CASE s.status WHEN 'ACTIVE' THEN 0 WHEN 'TRIAL' THEN 1 WHEN 'GRACE_PERIOD' THEN 2 ELSE 3 END,
    s.end_date DESC, s.id DESC
) AS p
WHERE p.church_id = c.id AND p.currency ~ '^[A-Z]{3}$';
