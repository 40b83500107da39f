import { Route, Routes } from 'react-router-dom';
import { PeopleSearch } from './people-search';
import { PersonPage } from './person-page';
import './people.css';

/** Users & artists: the search (/admin/people) and one account (/admin/people/:id). */
export function PeoplePage() {
  return (
    <Routes>
      <Route index element={<PeopleSearch />} />
      <Route path=":id" element={<PersonPage />} />
    </Routes>
  );
}
