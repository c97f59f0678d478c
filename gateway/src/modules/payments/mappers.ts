import type { UpstreamPayment } from './client';

// A TerminalPayment resolver receives the upstream row; `id` and `time` are renamed here.

export type TerminalPaymentModel = UpstreamPayment;
