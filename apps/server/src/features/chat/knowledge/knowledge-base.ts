import { ZKnowledgeTopic, type TKnowledgeEntry, type TKnowledgeSource } from "./knowledge-schema";
import { TOPIC_FILES } from "./topics";

export type TKnowledgeItem = TKnowledgeEntry & { topic: string; references: TKnowledgeSource[] };

/** Every topic file, validated once at load: a malformed file stops the server at boot, not at a user's question. */
function loadKnowledgeBase(): TKnowledgeItem[] {
  const items: TKnowledgeItem[] = [];
  const ids = new Set<string>();
  for (const raw of TOPIC_FILES) {
    const topic = ZKnowledgeTopic.parse(raw);
    const sources = new Map(topic.sources.map((s) => [s.id, s]));
    for (const entry of topic.entries) {
      if (ids.has(entry.id)) throw new Error(`knowledge entry id repeated: ${entry.id}`);
      ids.add(entry.id);
      const references = entry.sources.map((id) => {
        const source = sources.get(id);
        if (!source) throw new Error(`knowledge entry ${entry.id} cites unknown source ${id}`);
        return source;
      });
      items.push({ ...entry, topic: topic.topic, references });
    }
  }
  return items;
}

export const KNOWLEDGE_BASE: readonly TKnowledgeItem[] = loadKnowledgeBase();
