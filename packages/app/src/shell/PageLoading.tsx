import { useLayoutEffect } from 'react';
import { Spinner } from '@nhsl/ui';
import { useStores } from '../stores/StoreContext.tsx';

/** Props of {@link PageLoading}. */
export interface PageLoadingProps {
  /** The spinner's text, announced politely, e.g. "Loading, please wait". */
  label: string;
}

/**
 * A page's loading state: the Spinner in the main area while the page's own content is on its
 * way. The shell leaves its footer out meanwhile (PageStore.loading), so that when the content
 * replaces the short spinner the footer is added below it rather than pushed down from under it:
 * nothing on screen moves (issue 9: CLS 0; spec 000 §1 shell, §2 consent screens). Set and cleared
 * in a layout effect, so the footer's absence and its return are painted with the spinner and
 * with the content, never a frame apart.
 */
export function PageLoading({ label }: PageLoadingProps) {
  const { page } = useStores();
  useLayoutEffect(() => {
    page.setLoading(true);
    return () => page.setLoading(false);
  }, [page]);
  return <Spinner label={label} />;
}
