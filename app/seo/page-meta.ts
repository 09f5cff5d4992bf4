import { business } from '../content/business';

/** Each page's own title and description (one place for the title pattern). */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${business.name}` }, { name: 'description', content: description }];
}
