import { pageWithData } from '../testing/page-with-data';
import { readInitialSession, SESSION_ELEMENT_ID } from './initial-session';

const pageWith = (content: string | null) => pageWithData(SESSION_ELEMENT_ID, content);

const session = { user: { name: 'CP-100001', email: 'a@example.com' }, orderNumber: 'CP-100001', passes: [], expires: '2030-01-01T00:00:00Z' };

describe('the session the page was served with', () => {
  it('is the visitor session, or null for a visitor who is signed out', () => {
    expect(readInitialSession(pageWith(JSON.stringify(session)))).toEqual(session);
    expect(readInitialSession(pageWith('null'))).toBeNull();
  });

  it('is unknown when the page does not say, or says something that is not a session', () => {
    expect(readInitialSession(pageWith(null))).toBeUndefined();
    expect(readInitialSession(pageWith('{"user":'))).toBeUndefined();
    expect(readInitialSession(pageWith('{"orderNumber":"CP-1"}'))).toBeUndefined();
    expect(readInitialSession(pageWith(JSON.stringify({ ...session, passes: [{ pass_number: '123456789012' }] })))).toBeUndefined();
  });
});
