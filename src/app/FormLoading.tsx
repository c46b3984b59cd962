// A local form on its way into a dialog, or the sentence when it could not be loaded.
import { Loading } from './Loading';

export function FormLoading({ failed }: { failed: boolean }) {
  return <Loading what="Loading the form…" failure={failed ? 'The form could not be loaded. Please try later.' : undefined} />;
}
