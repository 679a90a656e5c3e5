/** The admin item bank's public interface (for the seed): an item's question row. */
export { questionValues } from './question-values'
