import { editText } from "./edit-text";
import { placeTalk, readMealMove, type TMealMove } from "./meal-move";

/** Clauses of a message: by punctuation, and by an "e" that opens a clause on a food of the card ("… e o vinho foi 1 copo"). */
const CLAUSES = /[,;!]+|\.+(?=\s|$)|\s+e\s+(?=(?:o|a|os|as|tira|tire|troca|troque|sem|foi|foram|era|eram)\s)/i;

/**
 * "registrei errado, isso foi domingo, não hoje… e o vinho foi 1 copo só": the place the card moves to, said beside an
 * edit of its foods. The clauses that place the card make the move; the words around them that only own the mistake
 * ("registrei errado", "não hoje") go; the rest is the edit. Null unless the message has both.
 */
export function moveBesideEdit(message: string): { move: TMealMove; rest: string } | null {
  const clauses = message.split(CLAUSES).map((c) => c.trim()).filter(Boolean);
  if (clauses.length < 2) return null;
  const places: string[] = [];
  const rest: string[] = [];
  for (const clause of clauses) {
    const folded = editText(clause);
    if (readMealMove(folded)) places.push(folded);
    else if (!placeTalk(folded)) rest.push(clause);
  }
  const move = places.length > 0 ? readMealMove(places.join(" ")) : null;
  return move && rest.length > 0 ? { move, rest: rest.join(", ") } : null;
}
