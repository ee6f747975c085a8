import type { FastifyInstance } from "fastify";
import { CONTACT_SUBJECTS, type TContactRequest } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import * as repo from "./contact.repository";

export const CONTACT_RECEIPT =
  "Olá!\n\nRecebemos sua mensagem pelo formulário de contato do NutriGuia e responderemos em até 24 horas.\n\n" +
  "Se você não enviou nenhuma mensagem, ignore este e-mail.\n\nEquipe NutriGuia";

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

export function createContactService(app: FastifyInstance) {
  const { db, mailer } = app;
  return {
    async receive(input: TContactRequest) {
      await repo.insertContactMessage(db, input);
      // Anyone can type any address here: the receipt is a fixed text, never the sender's own words.
      await mailer.send({ to: input.email, subject: "Recebemos sua mensagem — NutriGuia", text: CONTACT_RECEIPT });
    },

    list: (onlyUnanswered: boolean) => repo.listContactMessages(db, onlyUnanswered),

    async respond(id: string, responseMessage: string) {
      const updated = await repo.markResponded(db, id, responseMessage);
      if (!updated) {
        if (await repo.contactMessageExists(db, id)) throw new AppError("CONFLICT", "Esta mensagem já foi respondida.");
        throw new AppError("NOT_FOUND", "Mensagem de contato não encontrada.");
      }
      await mailer.send({
        to: updated.email,
        subject: `Re: ${subjectLabel(updated.subject)} — NutriGuia`,
        text: `Olá, ${updated.name}!\n\n${responseMessage}\n\n---\nSua mensagem:\n${updated.message}\n\nEquipe NutriGuia`,
      });
      return updated;
    },
  };
}
