import { acceptedRequestId, newRequestId } from './request-id';

describe('request ids', () => {
  it("takes nginx's and UUID-shaped ids as they are", () => {
    expect(acceptedRequestId('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(acceptedRequestId('7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7');
  });

  it('refuses what could forge a log line or is too short or long to be an id', () => {
    for (const id of ['short', 'x'.repeat(129), 'has space in it', 'quote"inside0000', '{"json":true}', ['a', 'b'], undefined]) {
      expect(acceptedRequestId(id as string)).toBeNull();
    }
  });

  it('makes a new UUID each time', () => {
    expect(newRequestId()).not.toBe(newRequestId());
    expect(acceptedRequestId(newRequestId())).not.toBeNull();
  });
});
