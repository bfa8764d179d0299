-- 0011: builder traces attached to support ticket messages (issue 5: "a support ticket can attach the
-- current page's trace"). Kept in the database, not on the sites origin: a trace shows a customer's
-- page and edits, so it is read only through the authenticated support call. One per message.

CREATE TABLE ticket_traces (
  id uuid PRIMARY KEY,
  message_id uuid NOT NULL UNIQUE REFERENCES ticket_messages(id) ON DELETE CASCADE,
  ticket_id uuid NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
  name text NOT NULL,
  size integer NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_traces_ticket_idx ON ticket_traces (ticket_id);
