import { ToastContainer } from 'react-toastify';
import './toasts.css';

/** The page's one toast container, with the library defaults of spec §9; colours follow the theme's tokens. */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss draggable draggablePercent={80} theme="light" />;
}
