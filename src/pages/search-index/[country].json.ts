// /search-index/<CC>.json: one country's labs for the search page, as the
// public index's documents (src/site/search-shard.ts): public fields only,
// never coordinates or capabilities. The page fetches a shard the first time
// a search needs it.
import type { APIRoute, GetStaticPaths } from 'astro';
import { encodeShard, rankedByCountry, type SearchShard } from '../../site/search-shard.ts';
import { loadPublicLabs } from '../../site/site-data.ts';

export const getStaticPaths = (async () => {
  const byCountry = rankedByCountry(await loadPublicLabs());
  return [...byCountry].map(([country, labs]) => ({
    params: { country },
    props: { shard: encodeShard(country, labs) },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ shard: SearchShard }> = ({ props }) =>
  new Response(JSON.stringify(props.shard), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
