import { terms } from './text-analysis.ts';

export interface IndexedDocument {
  id: string;
  /** Fields with their weight: a title word counts more than a body word. */
  fields: { text: string; weight: number }[];
}

export interface Hit {
  id: string;
  score: number;
}

/** BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;

/**
 * An in-memory BM25 inverted index. Built once at start-up from the service's content (a few dozen
 * passages per language); rebuilding is cheap, so a content change only needs a new instance.
 */
export class SearchIndex {
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly lengths: number[] = [];
  private readonly ids: string[] = [];
  private readonly averageLength: number;

  constructor(documents: readonly IndexedDocument[]) {
    documents.forEach((document, position) => {
      this.ids.push(document.id);
      let length = 0;
      for (const field of document.fields) {
        for (const term of terms(field.text)) {
          const posting = this.postings.get(term) ?? new Map<number, number>();
          posting.set(position, (posting.get(position) ?? 0) + field.weight);
          this.postings.set(term, posting);
          length += field.weight;
        }
      }
      this.lengths.push(length);
    });
    this.averageLength = this.lengths.reduce((total, n) => total + n, 0) / Math.max(1, this.lengths.length);
  }

  /** Documents matching `query`, best first, with their BM25 score. */
  search(query: string, limit = 3): Hit[] {
    const scores = new Map<number, number>();
    const count = this.ids.length;
    for (const term of new Set(terms(query))) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      const idf = Math.log(1 + (count - posting.size + 0.5) / (posting.size + 0.5));
      for (const [position, frequency] of posting) {
        const norm = frequency + K1 * (1 - B + (B * this.lengths[position]!) / this.averageLength);
        scores.set(position, (scores.get(position) ?? 0) + (idf * frequency * (K1 + 1)) / norm);
      }
    }
    return [...scores]
      .map(([position, score]) => ({ id: this.ids[position]!, score }))
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .slice(0, limit);
  }
}
