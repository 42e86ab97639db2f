-- The member rows of an organisation-chart answer (server/modules/organization/member-rows.ts):
-- the employees of `ids`, in that order, as one json value { members, otherJobs }. A function so
-- that its plan is made once per connection and reused: planning this statement took several
-- times longer than running it (docs/performance.md). The plan does not depend on the ids (one
-- primary-key probe per id), so the generic plan is forced.
CREATE OR REPLACE FUNCTION organization_members(ids integer[]) RETURNS json
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN (
    WITH m AS (
      SELECT e.id, e.account_id, e.employee_no, e.company_id, e.department_id, e.position,
        e.duty, e.mobile, e.mail, e.primary_job, o.ord
      FROM unnest(ids) WITH ORDINALITY AS o(id, ord) JOIN employees e ON e.id = o.id
    )
    SELECT json_build_object(
      'members', (
        SELECT json_agg(json_build_object('id', m.id, 'accountId', m.account_id, 'name', a.name,
            'mobile', m.mobile, 'mail', m.mail, 'companyId', m.company_id,
            'companyName', c.company_name, 'companySort', c.sort_order,
            'employeeNo', m.employee_no, 'departmentId', m.department_id,
            'departmentName', d.name, 'position', m.position, 'duty', m.duty,
            'primaryJob', m.primary_job) ORDER BY m.ord)
        FROM m JOIN accounts a ON a.account_id = m.account_id
        JOIN companies c ON c.id = m.company_id
        LEFT JOIN departments d ON d.id = m.department_id),
      -- Every other current job of those people (an account has one job per company, so "not
      -- one of m" is "not the member's own row").
      'otherJobs', (
        SELECT json_agg(json_build_object('accountId', j.account_id, 'companyId', j.company_id,
            'companyName', c.company_name, 'companySort', c.sort_order,
            'employeeNo', j.employee_no, 'departmentId', j.department_id,
            'departmentName', d.name, 'position', j.position, 'duty', j.duty,
            'primaryJob', j.primary_job))
        FROM employees j JOIN companies c ON c.id = j.company_id
        LEFT JOIN departments d ON d.id = j.department_id
        WHERE j.account_id IN (SELECT account_id FROM m) AND j.status <> 'RETIRED'
          AND j.id NOT IN (SELECT id FROM m))
    )
  );
END
$$;
