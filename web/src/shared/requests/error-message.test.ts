import { GraphqlRequestError } from './graphql-request';
import { readableError } from './error-message';

// What the user reads when a request fails.

describe('readableError', () => {
  it('says an outage is one, and asks to try again', () => {
    expect(readableError(new GraphqlRequestError('The operator API is not responding.', 'UPSTREAM_UNAVAILABLE'))).toBe(
      'The service is unavailable right now. Please try again in a moment.',
    );
  });

  it("says a write sent and never answered may have been applied, in the gateway's words, never 'try again'", () => {
    const apolloError = Object.assign(new Error('joined messages'), {
      errors: [
        {
          message: 'The import may have been applied; check before retrying.',
          extensions: { code: 'UPSTREAM_UNAVAILABLE', outcome: 'UNKNOWN' },
        },
      ],
    });
    expect(readableError(apolloError)).toBe('The import may have been applied; check before retrying.');
  });

  it("shows the gateway's own reason for refused input", () => {
    expect(readableError(new GraphqlRequestError('The range can cover at most 366 days.', 'BAD_USER_INPUT'))).toBe(
      'The range can cover at most 366 days.',
    );
  });
});
