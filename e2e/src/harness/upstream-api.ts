// The reservations upstream's own HTTP API (reservations-service/README.md), to set up and check data
// behind the browser's back.

export interface Order {
  orderNumber: string;
  email: string;
}

export interface Slot {
  id: string;
  date_time: string;
  timezone: string;
}

export interface Reservation {
  booking_id: string;
  offer_id: string;
  attraction_name: string;
  time_slot: { id: string; date_time: string };
  passes: string[];
  amendable_until: string;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A signed-in view of the upstream for one order. */
export class UpstreamApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, order: Order): Promise<UpstreamApi> {
    const { access_token } = await call<{ access_token: string }>(`${baseUrl}/auth/order`, {
      method: 'POST',
      body: JSON.stringify(order),
    });
    return new UpstreamApi(baseUrl, access_token);
  }

  private get<T>(path: string): Promise<T> {
    return call<T>(`${this.baseUrl}${path}`, { headers: { authorization: `Bearer ${this.token}` } });
  }

  availability(offerId: string, passes: string[]): Promise<Slot[]> {
    return this.get(`/availability?offer_id=${offerId}&passes=${passes.join(',')}`);
  }

  reservations(): Promise<Reservation[]> {
    return this.get('/reservations');
  }

  async book(offerId: string, slot: Slot, passes: string[]): Promise<string> {
    const items = passes.map((pass) => ({
      offer_id: offerId,
      timeslot_details: { id: slot.id, date_time: slot.date_time },
      pass,
      extra_data: null,
    }));
    const booked = await call<{ booking_id: string }[]>(`${this.baseUrl}/booking`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}` },
      body: JSON.stringify(items),
    });
    return booked[0]!.booking_id;
  }
}

/** A fresh single-use magic-link token, as the e-mail would carry it. */
export async function issueMagicLink(baseUrl: string, order: Order): Promise<string> {
  const { token } = await call<{ token: string }>(`${baseUrl}/auth/magic-link/issue`, {
    method: 'POST',
    body: JSON.stringify(order),
  });
  return token;
}
