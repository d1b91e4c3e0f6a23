import { errorPages } from '@nhsl/content';
import { MessagePage } from '../../../shell/MessagePage.tsx';

/** error: "Something went wrong". spec 000 §2. */
export default function ErrorPage() {
  return (
    <MessagePage heading={errorPages.error.heading} paragraphs={[errorPages.error.body, errorPages.error.tryAgain]} />
  );
}
