-- The dashboards' summaries (0000_summaries) kept by statement-level triggers on their source tables: each statement's
-- rows (the transition tables) are grouped by India day or hour and added (insert), subtracted (delete) or both
-- (update; a group whose change nets to zero is not written, so updates of other columns write nothing); a truncate
-- empties the summary. Then each summary is filled from the rows already there.
CREATE OR REPLACE FUNCTION dashboard_user_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dashboard_user_days;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_user_days AS s (day, vehicle_type, users, vehicles)
    SELECT day, vehicle_type, sum(users), sum(vehicles) FROM (SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(x.vehicle_type, '') AS vehicle_type, (1) AS users, ((x.vehicle_no IS NOT NULL)::int) AS vehicles FROM new_rows x WHERE x.user_type = 'user') d GROUP BY day, vehicle_type
    HAVING sum(users) <> 0 OR sum(vehicles) <> 0 ORDER BY day, vehicle_type
    ON CONFLICT (day, vehicle_type) DO UPDATE SET users = s.users + EXCLUDED.users, vehicles = s.vehicles + EXCLUDED.vehicles;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_user_days AS s (day, vehicle_type, users, vehicles)
    SELECT day, vehicle_type, sum(users), sum(vehicles) FROM (SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(x.vehicle_type, '') AS vehicle_type, -(1) AS users, -((x.vehicle_no IS NOT NULL)::int) AS vehicles FROM old_rows x WHERE x.user_type = 'user') d GROUP BY day, vehicle_type
    HAVING sum(users) <> 0 OR sum(vehicles) <> 0 ORDER BY day, vehicle_type
    ON CONFLICT (day, vehicle_type) DO UPDATE SET users = s.users + EXCLUDED.users, vehicles = s.vehicles + EXCLUDED.vehicles;
  ELSE
    INSERT INTO dashboard_user_days AS s (day, vehicle_type, users, vehicles)
    SELECT day, vehicle_type, sum(users), sum(vehicles) FROM (SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(x.vehicle_type, '') AS vehicle_type, (1) AS users, ((x.vehicle_no IS NOT NULL)::int) AS vehicles FROM new_rows x WHERE x.user_type = 'user' UNION ALL SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(x.vehicle_type, '') AS vehicle_type, -(1) AS users, -((x.vehicle_no IS NOT NULL)::int) AS vehicles FROM old_rows x WHERE x.user_type = 'user') d GROUP BY day, vehicle_type
    HAVING sum(users) <> 0 OR sum(vehicles) <> 0 ORDER BY day, vehicle_type
    ON CONFLICT (day, vehicle_type) DO UPDATE SET users = s.users + EXCLUDED.users, vehicles = s.vehicles + EXCLUDED.vehicles;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_user_days_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_days_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_user_days_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_days_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_user_days_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_days_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_user_days_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION dashboard_user_days_apply();
--> statement-breakpoint
DELETE FROM dashboard_user_days;
--> statement-breakpoint
INSERT INTO dashboard_user_days AS s (day, vehicle_type, users, vehicles)
SELECT day, vehicle_type, sum(users), sum(vehicles) FROM (SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, coalesce(x.vehicle_type, '') AS vehicle_type, (1) AS users, ((x.vehicle_no IS NOT NULL)::int) AS vehicles FROM users x WHERE x.user_type = 'user') d GROUP BY day, vehicle_type
HAVING sum(users) <> 0 OR sum(vehicles) <> 0 ORDER BY day, vehicle_type
ON CONFLICT (day, vehicle_type) DO UPDATE SET users = s.users + EXCLUDED.users, vehicles = s.vehicles + EXCLUDED.vehicles;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_trip_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dashboard_trip_days;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_trip_days AS s (day, trips, km)
    SELECT day, sum(trips), sum(km) FROM (SELECT (x.date_time AT TIME ZONE 'Asia/Kolkata')::date AS day, (1) AS trips, (coalesce(x.distance, 0)) AS km FROM new_rows x) d GROUP BY day
    HAVING sum(trips) <> 0 OR sum(km) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET trips = s.trips + EXCLUDED.trips, km = s.km + EXCLUDED.km;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_trip_days AS s (day, trips, km)
    SELECT day, sum(trips), sum(km) FROM (SELECT (x.date_time AT TIME ZONE 'Asia/Kolkata')::date AS day, -(1) AS trips, -(coalesce(x.distance, 0)) AS km FROM old_rows x) d GROUP BY day
    HAVING sum(trips) <> 0 OR sum(km) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET trips = s.trips + EXCLUDED.trips, km = s.km + EXCLUDED.km;
  ELSE
    INSERT INTO dashboard_trip_days AS s (day, trips, km)
    SELECT day, sum(trips), sum(km) FROM (SELECT (x.date_time AT TIME ZONE 'Asia/Kolkata')::date AS day, (1) AS trips, (coalesce(x.distance, 0)) AS km FROM new_rows x UNION ALL SELECT (x.date_time AT TIME ZONE 'Asia/Kolkata')::date AS day, -(1) AS trips, -(coalesce(x.distance, 0)) AS km FROM old_rows x) d GROUP BY day
    HAVING sum(trips) <> 0 OR sum(km) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET trips = s.trips + EXCLUDED.trips, km = s.km + EXCLUDED.km;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_trip_days_insert AFTER INSERT ON trips REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_trip_days_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_trip_days_update AFTER UPDATE ON trips REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_trip_days_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_trip_days_delete AFTER DELETE ON trips REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_trip_days_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_trip_days_truncate AFTER TRUNCATE ON trips FOR EACH STATEMENT EXECUTE FUNCTION dashboard_trip_days_apply();
--> statement-breakpoint
DELETE FROM dashboard_trip_days;
--> statement-breakpoint
INSERT INTO dashboard_trip_days AS s (day, trips, km)
SELECT day, sum(trips), sum(km) FROM (SELECT (x.date_time AT TIME ZONE 'Asia/Kolkata')::date AS day, (1) AS trips, (coalesce(x.distance, 0)) AS km FROM trips x) d GROUP BY day
HAVING sum(trips) <> 0 OR sum(km) <> 0 ORDER BY day
ON CONFLICT (day) DO UPDATE SET trips = s.trips + EXCLUDED.trips, km = s.km + EXCLUDED.km;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_recharge_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dashboard_recharge_days;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_recharge_days AS s (day, plan_id, recharges, amount_paise)
    SELECT day, plan_id, sum(recharges), sum(amount_paise) FROM (SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, x.plan_id AS plan_id, (1) AS recharges, (x.amount_paise) AS amount_paise FROM new_rows x) d GROUP BY day, plan_id
    HAVING sum(recharges) <> 0 OR sum(amount_paise) <> 0 ORDER BY day, plan_id
    ON CONFLICT (day, plan_id) DO UPDATE SET recharges = s.recharges + EXCLUDED.recharges, amount_paise = s.amount_paise + EXCLUDED.amount_paise;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_recharge_days AS s (day, plan_id, recharges, amount_paise)
    SELECT day, plan_id, sum(recharges), sum(amount_paise) FROM (SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, x.plan_id AS plan_id, -(1) AS recharges, -(x.amount_paise) AS amount_paise FROM old_rows x) d GROUP BY day, plan_id
    HAVING sum(recharges) <> 0 OR sum(amount_paise) <> 0 ORDER BY day, plan_id
    ON CONFLICT (day, plan_id) DO UPDATE SET recharges = s.recharges + EXCLUDED.recharges, amount_paise = s.amount_paise + EXCLUDED.amount_paise;
  ELSE
    INSERT INTO dashboard_recharge_days AS s (day, plan_id, recharges, amount_paise)
    SELECT day, plan_id, sum(recharges), sum(amount_paise) FROM (SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, x.plan_id AS plan_id, (1) AS recharges, (x.amount_paise) AS amount_paise FROM new_rows x UNION ALL SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, x.plan_id AS plan_id, -(1) AS recharges, -(x.amount_paise) AS amount_paise FROM old_rows x) d GROUP BY day, plan_id
    HAVING sum(recharges) <> 0 OR sum(amount_paise) <> 0 ORDER BY day, plan_id
    ON CONFLICT (day, plan_id) DO UPDATE SET recharges = s.recharges + EXCLUDED.recharges, amount_paise = s.amount_paise + EXCLUDED.amount_paise;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_recharge_days_insert AFTER INSERT ON recharges REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recharge_days_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_recharge_days_update AFTER UPDATE ON recharges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recharge_days_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_recharge_days_delete AFTER DELETE ON recharges REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recharge_days_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_recharge_days_truncate AFTER TRUNCATE ON recharges FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recharge_days_apply();
--> statement-breakpoint
DELETE FROM dashboard_recharge_days;
--> statement-breakpoint
INSERT INTO dashboard_recharge_days AS s (day, plan_id, recharges, amount_paise)
SELECT day, plan_id, sum(recharges), sum(amount_paise) FROM (SELECT (x.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, x.plan_id AS plan_id, (1) AS recharges, (x.amount_paise) AS amount_paise FROM recharges x) d GROUP BY day, plan_id
HAVING sum(recharges) <> 0 OR sum(amount_paise) <> 0 ORDER BY day, plan_id
ON CONFLICT (day, plan_id) DO UPDATE SET recharges = s.recharges + EXCLUDED.recharges, amount_paise = s.amount_paise + EXCLUDED.amount_paise;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_call_hours_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dashboard_call_hours;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_call_hours AS s (hour, incoming, outgoing, missed)
    SELECT hour, sum(incoming), sum(outgoing), sum(missed) FROM (SELECT date_trunc('hour', x.timestamp AT TIME ZONE 'Asia/Kolkata') AS hour, ((x.call_type = 'incoming')::int) AS incoming, ((x.call_type = 'outgoing')::int) AS outgoing, ((x.call_type IN ('missed', 'rejected'))::int) AS missed FROM new_rows x) d GROUP BY hour
    HAVING sum(incoming) <> 0 OR sum(outgoing) <> 0 OR sum(missed) <> 0 ORDER BY hour
    ON CONFLICT (hour) DO UPDATE SET incoming = s.incoming + EXCLUDED.incoming, outgoing = s.outgoing + EXCLUDED.outgoing, missed = s.missed + EXCLUDED.missed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_call_hours AS s (hour, incoming, outgoing, missed)
    SELECT hour, sum(incoming), sum(outgoing), sum(missed) FROM (SELECT date_trunc('hour', x.timestamp AT TIME ZONE 'Asia/Kolkata') AS hour, -((x.call_type = 'incoming')::int) AS incoming, -((x.call_type = 'outgoing')::int) AS outgoing, -((x.call_type IN ('missed', 'rejected'))::int) AS missed FROM old_rows x) d GROUP BY hour
    HAVING sum(incoming) <> 0 OR sum(outgoing) <> 0 OR sum(missed) <> 0 ORDER BY hour
    ON CONFLICT (hour) DO UPDATE SET incoming = s.incoming + EXCLUDED.incoming, outgoing = s.outgoing + EXCLUDED.outgoing, missed = s.missed + EXCLUDED.missed;
  ELSE
    INSERT INTO dashboard_call_hours AS s (hour, incoming, outgoing, missed)
    SELECT hour, sum(incoming), sum(outgoing), sum(missed) FROM (SELECT date_trunc('hour', x.timestamp AT TIME ZONE 'Asia/Kolkata') AS hour, ((x.call_type = 'incoming')::int) AS incoming, ((x.call_type = 'outgoing')::int) AS outgoing, ((x.call_type IN ('missed', 'rejected'))::int) AS missed FROM new_rows x UNION ALL SELECT date_trunc('hour', x.timestamp AT TIME ZONE 'Asia/Kolkata') AS hour, -((x.call_type = 'incoming')::int) AS incoming, -((x.call_type = 'outgoing')::int) AS outgoing, -((x.call_type IN ('missed', 'rejected'))::int) AS missed FROM old_rows x) d GROUP BY hour
    HAVING sum(incoming) <> 0 OR sum(outgoing) <> 0 OR sum(missed) <> 0 ORDER BY hour
    ON CONFLICT (hour) DO UPDATE SET incoming = s.incoming + EXCLUDED.incoming, outgoing = s.outgoing + EXCLUDED.outgoing, missed = s.missed + EXCLUDED.missed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_call_hours_insert AFTER INSERT ON call_logs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_call_hours_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_call_hours_update AFTER UPDATE ON call_logs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_call_hours_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_call_hours_delete AFTER DELETE ON call_logs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_call_hours_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_call_hours_truncate AFTER TRUNCATE ON call_logs FOR EACH STATEMENT EXECUTE FUNCTION dashboard_call_hours_apply();
--> statement-breakpoint
DELETE FROM dashboard_call_hours;
--> statement-breakpoint
INSERT INTO dashboard_call_hours AS s (hour, incoming, outgoing, missed)
SELECT hour, sum(incoming), sum(outgoing), sum(missed) FROM (SELECT date_trunc('hour', x.timestamp AT TIME ZONE 'Asia/Kolkata') AS hour, ((x.call_type = 'incoming')::int) AS incoming, ((x.call_type = 'outgoing')::int) AS outgoing, ((x.call_type IN ('missed', 'rejected'))::int) AS missed FROM call_logs x) d GROUP BY hour
HAVING sum(incoming) <> 0 OR sum(outgoing) <> 0 OR sum(missed) <> 0 ORDER BY hour
ON CONFLICT (hour) DO UPDATE SET incoming = s.incoming + EXCLUDED.incoming, outgoing = s.outgoing + EXCLUDED.outgoing, missed = s.missed + EXCLUDED.missed;
