import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PreferenceSurvey } from './preference-survey.entity';
import { SurveysResolver } from './surveys.resolver';
import { SurveysService } from './surveys.service';

@Module({
  imports: [TypeOrmModule.forFeature([PreferenceSurvey])],
  providers: [SurveysService, SurveysResolver],
  exports: [SurveysService],
})
export class SurveysModule {}
