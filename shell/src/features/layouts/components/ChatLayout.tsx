import styled from 'styled-components';
import type { LayoutProps } from '../types';
import { Main, MAIN_CONTENT_ID } from './LayoutParts';

const FullHeight = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
`;

const ChatMain = styled(Main)`
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

/** SPEC §2 Chat layout: the conversation fills the viewport; only the modals slot (entry warning NL/DE). */
export function ChatLayout({ children, slots = {} }: LayoutProps) {
  return (
    <FullHeight data-layout="chat">
      <ChatMain id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </ChatMain>
      {slots.modals}
    </FullHeight>
  );
}
