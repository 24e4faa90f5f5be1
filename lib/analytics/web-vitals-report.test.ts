import { vitalsReportSchema } from './vitals-schema';
import {
  isSampled,
  vitalsAnalyticsEvent,
  vitalsReport,
  type MeasuredVital,
} from './web-vitals-report';

const lcp: MeasuredVital = {
  name: 'LCP',
  value: 1234.56,
  delta: 1234.56,
  rating: 'good',
  id: 'v5-1-2',
  navigationType: 'navigate',
};
const cls: MeasuredVital = { ...lcp, name: 'CLS', value: 0.012345, delta: 0.0061 };

describe('web vitals reports', () => {
  it('samples the documented share of page views', () => {
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(0.25, () => 0.2)).toBe(true);
    expect(isSampled(0.25, () => 0.3)).toBe(false);
  });

  it('builds a body the endpoint accepts, rounded to what is worth logging', () => {
    const report = vitalsReport(lcp, '/platform');
    expect(report).toEqual({
      name: 'LCP',
      value: 1235,
      rating: 'good',
      navigationType: 'navigate',
      id: 'v5-1-2',
      path: '/platform',
    });
    expect(vitalsReportSchema.safeParse(report).success).toBe(true);
    expect(vitalsReport(cls, '/').value).toBe(0.0123);
  });

  it('sends GA4 an integer value, CLS scaled by 1000 as Google documents', () => {
    expect(vitalsAnalyticsEvent(lcp).value).toBe(1235);
    expect(vitalsAnalyticsEvent(cls)).toEqual({
      value: 6,
      metric_id: 'v5-1-2',
      metric_value: 0.012345,
      metric_delta: 0.0061,
      metric_rating: 'good',
      non_interaction: true,
    });
  });
});
