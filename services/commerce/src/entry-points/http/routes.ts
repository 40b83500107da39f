import { Router } from 'express';
import type { CommerceContext } from '../../service';

/** Carts, payments, orders and order requests arrive in later work; health checks come from the kit. */
export function commerceRoutes(_ctx: CommerceContext): Router {
  return Router();
}
