import { Link } from 'react-router';

/** The auth card footer of the password-reset pages: back to logging in. */
export function RememberedItFooter() {
  return (
    <>
      Remembered it?{' '}
      <Link to="/login" className="font-semibold text-brand-700 underline">
        Log in
      </Link>
    </>
  );
}
