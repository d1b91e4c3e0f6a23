import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '@nhsl/ui';
import { useStores } from '../stores/StoreContext.tsx';
import { HISTORY_BACK } from './backLink.ts';

/**
 * The page's one back link, drawn by the shell from the page state (`backLink`, `backLinkText`;
 * spec 000 §3, issue 28 item 7): a link to its target, or, for {@link HISTORY_BACK}, a button
 * that goes one step back in history (it needs script, as before). Nothing when the page has none.
 * It sits first inside `main`, so after a route change (focus on main) the next Tab reaches it.
 */
export const PageBackLink = observer(function PageBackLink() {
  const { page } = useStores();
  const navigate = useNavigate();
  if (!page.backLink) return null;
  if (page.backLink === HISTORY_BACK) return <BackLink onBack={() => navigate(-1)}>{page.backLinkText}</BackLink>;
  return <BackLink href={page.backLink}>{page.backLinkText}</BackLink>;
});
