import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DevHost } from '@citypass/shared-ui/src/dev-host/DevHost';
import BookingsPage from '../pages/BookingsPage';

createRoot(document.getElementById('root')!).render(
  <DevHost title="Bookings remote" links={[{ to: '/bookings', label: 'My bookings' }]}>
    <Routes>
      <Route path="/bookings" element={<BookingsPage />} />
      <Route path="*" element={<Navigate to="/bookings" replace />} />
    </Routes>
  </DevHost>,
);
