import { useParams } from 'react-router';

/** The `:id` of the route as a number (NaN when it is not one: the server answers 400/404). */
export function useIdParam(name = 'id'): number {
  const value = useParams()[name];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
