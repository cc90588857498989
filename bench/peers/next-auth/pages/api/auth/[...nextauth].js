// The session endpoint's peer: next-auth 4 as its documentation configures it, with what the
// product's BFF does at sign-in (the reservations service's order sign-in) and in its token (the
// order, the passes and the upstream token), so both sessions carry the same claims.
import NextAuth from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';

// The product's session lifetime: 30 days, sliding (bff/src/auth/session-token.ts).
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

async function signInWithOrder(credentials) {
  const response = await fetch(`${process.env.UPSTREAM_URL}/auth/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderNumber: credentials?.orderNumber, email: credentials?.email }),
  });
  if (!response.ok) return null;
  const { access_token, expires_at, order } = await response.json();
  return {
    id: order.order_number,
    name: order.order_number,
    email: order.email,
    orderNumber: order.order_number,
    passes: order.passes,
    upstream: { accessToken: access_token, expiresAt: expires_at },
  };
}

const authOptions = {
  providers: [
    CredentialsProvider({
      id: 'order',
      name: 'Order number',
      credentials: { orderNumber: { label: 'Order number', type: 'text' }, email: { label: 'Email', type: 'email' } },
      authorize: signInWithOrder,
    }),
  ],
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  callbacks: {
    jwt({ token, user }) {
      if (user) Object.assign(token, { orderNumber: user.orderNumber, passes: user.passes, upstream: user.upstream });
      return token;
    },
    session({ session, token }) {
      return { ...session, orderNumber: token.orderNumber, passes: token.passes };
    },
  },
};

export default NextAuth(authOptions);
