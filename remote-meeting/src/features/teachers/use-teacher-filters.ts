import { useSearchParams } from 'react-router-dom';
import { filtersFromQuery, filtersToQuery, type TeacherFilters } from './teacher-filters';

/** The list's filters, owned by the URL query so a reload or a shared link keeps them. */
export function useTeacherFilters(): [TeacherFilters, (next: TeacherFilters) => void] {
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const setFilters = (next: TeacherFilters) =>
    setQuery((current) => filtersToQuery(next, current), { replace: true });
  return [filters, setFilters];
}
