// What every lab page needs, in every language: the lab's public record and
// the other active labs in its city that share a category. Computed once per
// build, whichever language's route asks first.
import type { PublicLab } from '../domain/types.ts';
import { type NearbyLab, sameCityLabs } from './nearby.ts';
import { loadPublicLabs } from './site-data.ts';

let props: Promise<Array<{ lab: PublicLab; nearby: NearbyLab[] }>> | undefined;

export function labPageProps(): Promise<Array<{ lab: PublicLab; nearby: NearbyLab[] }>> {
  props ??= loadPublicLabs().then((labs) => {
    const nearby = sameCityLabs(labs);
    return labs.map((lab) => ({ lab, nearby: nearby(lab) }));
  });
  return props;
}
