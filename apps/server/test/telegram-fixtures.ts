export const TG = { token: "7000001:AAHtestTokenForTheStandIn", secret: "tg-webhook-secret_1" };

let updateId = 500_000;
let messageId = 0;
export const nextUpdateId = () => (updateId += 1);

const person = (chatId: number) => ({ id: chatId, is_bot: false, first_name: "Ana", language_code: "pt-br" });

function message(chatId: number, fields: Record<string, unknown>) {
  return { message_id: (messageId += 1), from: person(chatId), chat: { id: chatId, first_name: "Ana", type: "private" }, date: Math.floor(Date.now() / 1000), ...fields };
}

/** Bot API Update objects as in Telegram's documentation. */
export const textUpdate = (chatId: number, text: string, id = nextUpdateId()) => ({ update_id: id, message: message(chatId, { text }) });

export const startUpdate = (chatId: number, token: string) => ({
  update_id: nextUpdateId(),
  message: message(chatId, { text: `/start ${token}`, entities: [{ offset: 0, length: 6, type: "bot_command" }] }),
});

export const photoUpdate = (chatId: number, fileIds: string[], caption: string) => ({
  update_id: nextUpdateId(),
  message: message(chatId, {
    caption,
    photo: fileIds.map((file_id, i) => ({ file_id, file_unique_id: `u${file_id}`, width: 90 * (i + 1), height: 90 * (i + 1), file_size: 1000 * (i + 1) })),
  }),
});

export const callbackUpdate = (chatId: number, data: string) => ({
  update_id: nextUpdateId(),
  callback_query: { id: `cbq${nextUpdateId()}`, from: person(chatId), message: message(chatId, { text: "card" }), chat_instance: "-1", data },
});
