import { productCallRequests } from './product-call-requests';
import { PRODUCT_CALLS, pathParameters, productCallPath, productCallQuery, type ProxyCallName } from './product-calls';
import { proxyResponseSchemas } from './proxy-responses';

const calls = Object.keys(PRODUCT_CALLS) as ProxyCallName[];

describe('the product calls', () => {
  it('are the eight of the spec, each with its request and its answer', () => {
    expect(calls).toHaveLength(8);
    expect(Object.keys(productCallRequests).sort()).toEqual([...calls].sort());
    expect(Object.keys(proxyResponseSchemas).sort()).toEqual([...calls].sort());
  });

  it.each(calls)('%s: its parameters are the ones its path names', (call) => {
    const schemas: { params?: { def: { shape: object } } } = productCallRequests[call];
    expect(Object.keys(schemas.params?.def.shape ?? {}).sort()).toEqual(pathParameters(PRODUCT_CALLS[call].path).sort());
  });

  it('fills a path with each parameter encoded', () => {
    expect(productCallPath('offer', { id: 'ams/rijks' })).toBe('/offers/ams%2Frijks');
    expect(productCallPath('cancelReservation', { bookingId: 'b-1' })).toBe('/reservations/groups/b-1');
    expect(productCallPath('offers')).toBe('/offers');
  });

  it('writes a query with each value encoded and commas literal, and none when empty', () => {
    expect(productCallQuery({ offer_id: 'ams/rijks', passes: '1000-0000-0013,1000 0000 0021' })).toBe('?offer_id=ams%2Frijks&passes=1000-0000-0013,1000%200000%200021');
    expect(productCallQuery({})).toBe('');
  });
});
