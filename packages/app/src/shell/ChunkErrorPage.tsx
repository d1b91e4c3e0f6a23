import { errorPages } from '@nhsl/content';
import { MessagePage } from './MessagePage.tsx';

/**
 * Shown in the main area when a page's chunk still fails after the one reload: "Something went
 * wrong", never a blank page and never another reload. spec 000 §4 "Session restart and loading".
 */
export function ChunkErrorPage() {
  const c = errorPages.error;
  return <MessagePage heading={c.heading} paragraphs={[c.body, c.tryAgain]} />;
}
