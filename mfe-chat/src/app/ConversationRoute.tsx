import ConversationPage from '../features/conversation/components/ConversationPage';
import { SendBox } from '../features/send/components/SendBox';

/** `/chats/{id}` and `/members/{id}/chat`: the conversation feature's page with the send feature's box. */
export default function ConversationRoute() {
  return <ConversationPage SendBox={SendBox} />;
}
