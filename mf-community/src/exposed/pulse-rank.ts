import { PulseRank } from '../features/pulse-rank/components/pulse-rank';

export default PulseRank;
