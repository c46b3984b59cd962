-- Orders stranded by the rule fixed with this migration (server/domain/lifecycle.ts orderStatusFrom): a check cancelled
-- before the application was submitted counted as work started, and the order went "In progress" with its application
-- never submitted and no longer open. Such an order, not held and with no check started (every check Open or Cancelled,
-- at least one Open), is Open again, so its applicant can complete and submit the application for the checks left.
UPDATE "orders" o SET "status" = 'Open'
WHERE o."status" = 'In progress'
  AND o."submitted_at" IS NULL
  AND o."hold_reason" = ''
  AND NOT o."awaiting_edit"
  AND EXISTS (SELECT 1 FROM "order_services" s WHERE s."order_id" = o."id" AND s."check_status" = 'Open')
  AND NOT EXISTS (SELECT 1 FROM "order_services" s WHERE s."order_id" = o."id" AND s."check_status" NOT IN ('Open', 'Cancelled'));
