import { errorPages } from '@nhsl/content';
import { MessagePage } from '../../../shell/MessagePage.tsx';

/** no-client-info: the session has no client; reference CID1004. spec 001 §2. */
export default function NoClientInfoPage() {
  const c = errorPages.noClientInfo;
  return <MessagePage heading={c.heading} paragraphs={[c.body]} reference={c.reference} />;
}
