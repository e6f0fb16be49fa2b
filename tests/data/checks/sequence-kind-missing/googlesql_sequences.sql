-- expect: sequence-kind-missing OrderSeq
-- expect: sequence-kind-missing TicketSeq
-- fixes: sequence-kind
CREATE SEQUENCE OrderSeq OPTIONS (start_with_counter = 1000);
CREATE SEQUENCE TicketSeq OPTIONS (sequence_kind = 'sequential');
