// Short, real content for the footer's pages; the brand name is filled in at render time.
export interface InfoContent {
  title: string;
  paragraphs: string[];
}

export const infoPages: Record<'about' | 'terms' | 'privacy' | 'notFound', InfoContent> = {
  about: {
    title: 'About Us',
    paragraphs: [
      'City Pass Bookings lets pass holders reserve a time at the attractions their city pass includes, so they can skip the queue and plan their days.',
      'Sign in with your order number and the e-mail address you ordered with, choose an attraction, pick the passes you want to use and a timeslot that suits you.',
      'You can view, change or cancel your bookings at any time until the booking window closes.',
    ],
  },
  terms: {
    title: 'Terms & Conditions',
    paragraphs: [
      'A booking reserves entry for the passes you select at the chosen date and time. Each pass can hold one booking per attraction per day, and bookings may not overlap within 30 minutes.',
      'Bookings can be amended or cancelled online until the attraction\'s booking window closes. After that, please contact the attraction directly.',
      'Attractions may change their opening times. If a timeslot is withdrawn we will e-mail you and you can choose another time.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      'We use your order number and e-mail address only to sign you in and to send you confirmations of your bookings.',
      'Your session is kept in an encrypted cookie that expires after 30 days or when you sign out. We do not sell your data or share it with anyone other than the attractions you book.',
      'If an analytics service is enabled for this site, it receives anonymous events about bookings, never your e-mail address or pass numbers.',
    ],
  },
  notFound: {
    title: 'Page not found',
    paragraphs: ['The page you asked for does not exist. Use the menu to find attractions or your bookings.'],
  },
};
