import { Module } from '@nestjs/common';
import { PlansResolver } from './plans.resolver';
import { PlansService } from './plans.service';

@Module({ providers: [PlansService, PlansResolver], exports: [PlansService] })
export class PlansModule {}
