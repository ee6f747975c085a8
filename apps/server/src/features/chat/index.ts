/** What other features may use of the chat: its service, for channels that carry the same conversation. */
export { createChatService, type TChatChannel } from "./chat.service";
