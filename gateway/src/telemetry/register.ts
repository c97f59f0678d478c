// OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set:
// without it nothing below is even loaded. Imported first by main.ts, so the
// http and express instrumentations patch those modules before the gateway
// requires them; undici's is fed by its diagnostics channels. Spans go out
// over OTLP/HTTP (the exporter reads the endpoint and OTEL_* settings itself).

export const tracingEnabled = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);

let shutdown: () => Promise<void> = async () => {};

if (tracingEnabled) {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } =
    require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { GraphQLInstrumentation } =
    require('@opentelemetry/instrumentation-graphql') as typeof import('@opentelemetry/instrumentation-graphql');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'backoffice-gateway',
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      new ExpressInstrumentation(),
      new UndiciInstrumentation(),
      // Parse and validate spans; execution runs on graphql-jit, covered by the operation span.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true }),
    ],
  });
  sdk.start();
  shutdown = () => sdk.shutdown();
}

/** Sends the spans still buffered (main.ts calls it on the way out). */
export function shutdownTelemetry(): Promise<void> {
  return shutdown();
}
