import { PROXY_ERROR_CODES } from '@citypass/contracts';
import { resolveError } from '@citypass/shared-ui/errors/resolve';

// Every code the BFF's proxy answers on its own reaches a visitor as a message of the catalogue.
describe.each(PROXY_ERROR_CODES)('the proxy answering %s', (code) => {
  it('shows a title and a message', () => {
    const { title, message } = resolveError(code);
    expect(title).not.toBe('');
    expect(message).not.toBe('');
  });
});
