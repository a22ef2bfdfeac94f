import { ChatsPane } from '../features/chats/components/ChatsPage';
import ConversationPage from '../features/conversation/components/ConversationPage';
import { SendBox } from '../features/send/components/SendBox';

/** `/chats/{id}` and `/members/{id}/chat`: the conversation with the send box, and on a wide screen the chats list beside it. */
export default function ConversationRoute() {
  return <ConversationPage SendBox={SendBox} ChatsPane={ChatsPane} />;
}
