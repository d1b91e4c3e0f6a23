import { errorPages } from '@nhsl/content';
import { MessagePage } from './MessagePage.tsx';

/** The wildcard page: "We cannot find that page", reference CID0404. spec 000 §2. */
export default function NotFoundPage() {
  const c = errorPages.notFound;
  return <MessagePage heading={c.heading} paragraphs={[c.body, c.body2]} reference={c.reference} />;
}
