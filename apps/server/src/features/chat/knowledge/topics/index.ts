import hidratacao from "./hidratacao.json" with { type: "json" };

/** One JSON file per topic; add a file here to add a topic. */
export const TOPIC_FILES: readonly unknown[] = [hidratacao];
