import { downloadFile, DownloadError } from './download-file';
import { readableError } from './error-message';
import { setUnauthenticatedHandler } from './graphql-request';

const refuse = (status: number, body: unknown) =>
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  jest.restoreAllMocks();
  setUnauthenticatedHandler(() => undefined);
});

describe('downloadFile refusals', () => {
  it("throws the gateway's message with its status", async () => {
    refuse(404, { message: 'There are no available SEO rules for given criteria!' });
    const failure = downloadFile('/exports/seo/1.csv?languageId=2', 'x.csv');
    await expect(failure).rejects.toBeInstanceOf(DownloadError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'There are no available SEO rules for given criteria!' });
  });

  it('reports a lost session', async () => {
    const signedOut = jest.fn();
    setUnauthenticatedHandler(signedOut);
    refuse(401, { message: 'Not signed in' });
    await expect(downloadFile('/exports/seo/1.csv', 'x.csv')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('carries a code that readableError understands', async () => {
    refuse(502, { message: 'Upstream API is not responding' });
    const error = await downloadFile('/exports/seo/1.csv', 'x.csv').catch((e: unknown) => e);
    expect(readableError(error)).toBe('The service is unavailable right now. Please try again in a moment.');
    refuse(403, { message: 'Forbidden' });
    expect(readableError(await downloadFile('/x.csv', 'x.csv').catch((e: unknown) => e))).toBe('You are not allowed to do this.');
  });

  it('falls back to the status when the body is not JSON', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 500 }));
    await expect(downloadFile('/x.csv', 'x.csv')).rejects.toMatchObject({ status: 500, message: 'HTTP 500', code: 'UPSTREAM_UNAVAILABLE' });
  });
});
