import type { HistogramMetricData, SumMetricData } from '@opentelemetry/sdk-metrics';
import { CellProducer } from './metric-cells';
import { routeTemplate, UpstreamMetrics } from './upstream-metrics';

// The request path's own counting (metric-cells.ts) must read as the SDK's would: Prometheus'
// `le` buckets, and labels that stay bounded whatever paths the modules call.

describe('histogram cells', () => {
  it('count a value equal to a boundary in that bucket, one past the last in +Inf', async () => {
    const producer = new CellProducer();
    const cell = producer.histogram('latency_seconds', 'test', 's', [0.1, 1]).cell({ route: '/users' });
    for (const value of [0.05, 0.1, 0.5, 1, 7]) cell.observe(value);
    const { resourceMetrics } = await producer.collect();
    const [histogram] = resourceMetrics.scopeMetrics[0]!.metrics as HistogramMetricData[];
    const point = histogram!.dataPoints[0]!.value;
    expect(point).toMatchObject({ buckets: { boundaries: [0.1, 1], counts: [2, 2, 1] }, count: 5 });
    expect(point.sum).toBeCloseTo(8.65);
  });
});

describe('upstream route templates', () => {
  it.each([
    ['/users/7', '/users/:id'],
    ['/users?page=1&limit=10', '/users'],
    ['/configuration-images/a.png/info', '/configuration-images/:id/info'],
    ['/markets/M-2001/betshops', '/markets/:id/betshops'],
    ['/seo-rules/websiteId/1/language/2/type/sport/58?altCtx=earlyPayout', '/seo-rules/websiteId/:id/language/:id/type/sport/:id'],
    ['/help/help-domain/3/help-category/12/help-page/reorder', '/help/help-domain/:id/help-category/:id/help-page/reorder'],
  ])('%s is %s', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });

  it('are capped per service: past 100 the rest are `other`', async () => {
    const producer = new CellProducer();
    const upstream = new UpstreamMetrics({
      calls: producer.counter('calls', 'test'),
      duration: producer.histogram('duration_seconds', 'test', 's', [1]),
    });
    const service = upstream.service('operator API');
    // Word-like values (letters only) stay literal in a template: the cap is what bounds them.
    const words = Array.from({ length: 150 }, (_, i) => `image${'abcdefghij'[i % 10]}${'abcdefghijklmnop'[Math.floor(i / 10)]}`);
    for (const word of words) service.route('GET', `/help-images/${word}`).answered(0.01, 200);
    service.route('GET', '/help-images/imageaa').answered(0.01, 200);
    const { resourceMetrics } = await producer.collect();
    const [calls] = resourceMetrics.scopeMetrics[0]!.metrics as SumMetricData[];
    const routes = new Map(calls!.dataPoints.map((point) => [point.attributes.route, point.value]));
    expect(routes.size).toBe(101);
    expect(routes.get('other')).toBe(50);
    expect(routes.get('/help-images/imageaa')).toBe(2);
  });
});
