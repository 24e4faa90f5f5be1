// The benchmark's reference page: a bare Next app with one stylesheet, built and served like
// the site in the same run, so that every route is compared with what the framework alone costs.
import './globals.css';

export const metadata = { title: 'Reference', description: 'A bare Next page with one heading.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
